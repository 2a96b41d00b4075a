import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@bayti/data/contract';
import { Tab, TabList, TabPanel, Tabs } from '@bayti/ui';
import type { ReactNode } from 'react';

export interface PeriodTabsProps {
  period: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
  /** The tab list's name and each period's tab, in the page's words. */
  labels: { period: string; periods: Record<AnalyticsPeriod, string> };
  /** Draws the page's header around the tab list (a PageHeader with it as its actions, say). */
  header: (tabList: ReactNode) => ReactNode;
  panelClassName?: string | undefined;
  /** The figures of the chosen period. */
  children: ReactNode;
}

/**
 * The period switch (ALL, 1M, 6M, 1Y) of an analytics or reports page over its figures; the page
 * keeps the period in the URL.
 */
export function PeriodTabs({
  period,
  onChange,
  labels,
  header,
  panelClassName,
  children,
}: PeriodTabsProps) {
  return (
    <Tabs selectedKey={period} onSelectionChange={(key) => onChange(key as AnalyticsPeriod)}>
      {header(
        <TabList aria-label={labels.period}>
          {ANALYTICS_PERIODS.map((id) => (
            <Tab key={id} id={id}>
              {labels.periods[id]}
            </Tab>
          ))}
        </TabList>,
      )}
      {ANALYTICS_PERIODS.map((id) => (
        <TabPanel key={id} id={id} className={panelClassName}>
          {id === period ? children : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
