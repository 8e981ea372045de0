import { bundleLocales } from '../locale-bundle';

export default bundleLocales(
  import.meta.glob('/locales/en.json', { eager: true, import: 'default' }),
  import.meta.glob('/plugins/*/locales/en.json', { eager: true, import: 'default' }),
);
