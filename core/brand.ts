/** Product facts shown in the shell. Links are plain navigations: the app itself fetches nothing. */
export const BRAND = {
  name: 'Localbox',
  repositoryUrl: 'https://github.com/localbox-app/localbox',
  donateUrl: 'https://github.com/sponsors/localbox-app',
  contactMail: 'hello@localbox.app',
  privacyUpdated: '2026-11-23',
} as const;
