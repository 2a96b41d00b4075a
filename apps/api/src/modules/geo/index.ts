export { GeoService } from './service';
