/**
 * The licences a shipped file may be under, each with why it fits a work distributed under
 * AGPL-3.0-or-later. The build fails when a shipped package's licence expression is satisfied by
 * none of these (scripts/licences/check.ts); add a licence here only with its reason.
 */
export const ALLOWED_LICENCES: Record<string, string> = {
  'AGPL-3.0-only': 'the licence of @imgly/background-removal-data (the background-removal model); its terms are the ones this project adopts',
  'AGPL-3.0-or-later': "the project's own licence",
  'GPL-2.0-or-later': 'the ffmpeg.wasm cores; "or later" lets them be conveyed with GPL-3/AGPL-3 works (sections 13 of GPL-3 and AGPL-3); their source is linked in the notice',
  'GPL-3.0-or-later': 'compatible with AGPL-3.0 by section 13 of both licences',
  'LGPL-2.1-or-later': 'compatible: a GPL-family licence that allows combination with GPL-3/AGPL-3 works',
  'LGPL-3.0-or-later': 'compatible: GPL-3 plus additional permissions',
  'LGPL-3.0-only': 'compatible: GPL-3 plus additional permissions, and GPL-3 works may be combined with AGPL-3 works (section 13 of both)',
  'LGPL-2.0-or-later': 'compatible: its "or later" allows LGPL-2.1/GPL-3 terms (LAME in the ffmpeg cores)',
  'MPL-2.0': 'file-level copyleft, explicitly compatible with the GNU licences (section 3.3)',
  'Apache-2.0': 'permissive, compatible with GPL-3/AGPL-3; its text and any NOTICE are reproduced',
  MIT: 'permissive; copyright and permission notice reproduced in the notice',
  ISC: 'permissive; copyright and permission notice reproduced',
  'BSD-2-Clause': 'permissive; copyright, conditions and disclaimer reproduced',
  'BSD-3-Clause': 'permissive; copyright, conditions and disclaimer reproduced',
  '0BSD': 'permissive, no conditions',
  Zlib: 'permissive; requires only that notices are not removed from source',
  FTL: "FreeType's licence (in the ffmpeg cores): permissive with a credit clause, GPL-compatible per the FSF",
  'MIT-Modern-Variant': "HarfBuzz's \"Old MIT\" licence: permissive",
  IJG: "the Independent JPEG Group's licence (MozJPEG): permissive with an acknowledgement clause, GPL-compatible per the FSF",
  WTFPL: 'zimg (in the ffmpeg cores): no conditions',
  Unlicense: 'public-domain dedication',
  'CC0-1.0': 'public-domain dedication',
  'BlueOak-1.0.0': 'permissive; requires only that the licence text is passed on',
  'Python-2.0': 'permissive, GPL-compatible (tslib-style helpers)',
  'OFL-1.1': 'the shipped typefaces: fonts may be bundled with any software; the font keeps its own licence and is not sold by itself',
  'CC-BY-4.0': "Twemoji's pictures, which are data, not code: attribution given in the notice and on the favicon generator",
};
