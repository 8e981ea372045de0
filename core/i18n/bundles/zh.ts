import { bundleLocales } from '../locale-bundle';

export default bundleLocales(
  import.meta.glob('/locales/zh.json', { eager: true, import: 'default' }),
  import.meta.glob('/plugins/*/locales/zh.json', { eager: true, import: 'default' }),
);
