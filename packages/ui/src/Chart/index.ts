export { Chart, niceCeiling, type ChartProps, type ChartSeries, type ChartTone } from './Chart';
