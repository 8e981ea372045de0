import {
  IconAbc,
  IconCalendar,
  IconCode,
  IconDatabase,
  IconFile,
  IconMovie,
  IconMusic,
  IconPencil,
  IconPhoto,
  IconTool,
  IconVectorBezier2,
  IconWorld,
  IconTools,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { TOOL_CATEGORIES } from '../plugin/schema';

interface CategoryStyle {
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** A Mantine colour name. */
  color: string;
}

const styles: Record<string, CategoryStyle> = {
  text: { icon: IconAbc, color: 'violet' },
  image: { icon: IconPhoto, color: 'blue' },
  video: { icon: IconMovie, color: 'red' },
  audio: { icon: IconMusic, color: 'pink' },
  date: { icon: IconCalendar, color: 'orange' },
  file: { icon: IconFile, color: 'gray' },
  dev: { icon: IconCode, color: 'indigo' },
  data: { icon: IconDatabase, color: 'cyan' },
  util: { icon: IconTool, color: 'lime' },
  writer: { icon: IconPencil, color: 'grape' },
  svg: { icon: IconVectorBezier2, color: 'teal' },
  favicon: { icon: IconWorld, color: 'yellow' },
};
const fallback: CategoryStyle = { icon: IconTools, color: 'gray' };

export function categoryStyle(category: string): CategoryStyle {
  return styles[category] ?? fallback;
}

/** Display order of categories in the sidebar and on home. */
export const CATEGORY_ORDER = TOOL_CATEGORIES;
