import { bundleLocales } from '../locale-bundle';

export default bundleLocales(
  import.meta.glob('/locales/zh-TW.json', { eager: true, import: 'default' }),
  import.meta.glob('/plugins/*/locales/zh-TW.json', { eager: true, import: 'default' }),
);
