import { bundleLocales } from '../locale-bundle';

export default bundleLocales(
  import.meta.glob('/locales/de.json', { eager: true, import: 'default' }),
  import.meta.glob('/plugins/*/locales/de.json', { eager: true, import: 'default' }),
);
