import { bundleLocales } from '../locale-bundle';

export default bundleLocales(
  import.meta.glob('/locales/ko.json', { eager: true, import: 'default' }),
  import.meta.glob('/plugins/*/locales/ko.json', { eager: true, import: 'default' }),
);
