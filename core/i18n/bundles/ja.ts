import { bundleLocales } from '../locale-bundle';

export default bundleLocales(
  import.meta.glob('/locales/ja.json', { eager: true, import: 'default' }),
  import.meta.glob('/plugins/*/locales/ja.json', { eager: true, import: 'default' }),
);
