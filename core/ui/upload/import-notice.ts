import type { TFunction } from 'i18next';
import { MAX_BATCH_FILES } from '../../files/archive-plan';
import type { ArchiveNotice, FileKindCount } from '../../files/archive-refusal';
import type { ImportReport } from '../../files/import-files';
import { formatBytes, formatNumber } from '../format';

/** Names, kinds or reasons shown in one notice before "and N more": a notice is read, not scrolled. */
export const SHOWN_IN_NOTICE = 5;

/** The first few items and "and N more", in the interface language. */
export function firstFew(items: string[], t: TFunction, lng: string): string[] {
  if (items.length <= SHOWN_IN_NOTICE) return items;
  return [...items.slice(0, SHOWN_IN_NOTICE), t('upload.archive.andMore', { count: items.length - SHOWN_IN_NOTICE, number: formatNumber(items.length - SHOWN_IN_NOTICE, lng) })];
}

function kindText({ extension, count }: FileKindCount, t: TFunction, lng: string): string {
  const number = formatNumber(count, lng);
  return extension ? t('upload.archive.kind', { count, number, extension }) : t('upload.archive.kindWithoutExtension', { count, number });
}

function noticeText(notice: ArchiveNotice, archive: string, t: TFunction, lng: string): string | string[] {
  const bytes = (value: number) => formatBytes(value, lng);
  switch (notice.reason) {
    case 'tooManyEntries':
      return t('upload.archive.tooManyEntries', { archive, count: formatNumber(notice.count, lng), limit: formatNumber(MAX_BATCH_FILES, lng) });
    case 'tooLarge':
      return t('upload.archive.tooLarge', { archive, size: bytes(notice.size), limit: bytes(notice.limit) });
    case 'entryTooLarge':
      return t('upload.archive.entryTooLarge', { archive, name: notice.name, size: bytes(notice.size), limit: bytes(notice.limit) });
    case 'entrySizeLie':
      return t('upload.archive.entrySizeLie', { archive, name: notice.name, size: bytes(notice.size) });
    case 'entryUnreadable':
    case 'entryUnsupported':
      return t(`upload.archive.${notice.reason}`, { archive, name: notice.name });
    case 'nothingTaken': {
      const kinds = firstFew(notice.kinds.map((kind) => kindText(kind, t, lng)), t, lng).join(', ');
      const nested = notice.kinds.some((kind) => kind.extension === 'ZIP');
      const said = t('upload.archive.nothingTaken', { archive, kinds });
      return nested ? [said, t('upload.archive.nestedNotOpened')] : said;
    }
    default:
      return t(`upload.archive.${notice.reason}`, { archive });
  }
}

/** One notice for what a drop (or one of its archives) left out: every reason, the first few of each. */
export function describeImport({ archive = '', notices, rejected }: ImportReport, t: TFunction, lng: string, formats: string): { title: string; message: string } {
  const lines = firstFew(notices.flatMap((notice) => noticeText(notice, archive, t, lng)), t, lng);
  if (rejected.length) lines.push(t('upload.rejectedDetail', { names: firstFew(rejected, t, lng).join(', '), formats }));
  return { title: t(notices.length ? 'upload.archive.title' : 'upload.rejected'), message: lines.join('\n') };
}
