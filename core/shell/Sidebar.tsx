import { useHotkeys } from '@mantine/hooks';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstScreenStage } from '../app/first-screen-stages';
import { Link, useLocation } from 'wouter';
import { tools } from '../plugin/catalogue';
import { CategoryIcon } from './CategoryIcon';
import { groupByCategory, matchTools } from './tool-search';
import controls from './controls.module.css';
import classes from './Sidebar.module.css';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const searchRef = useRef<HTMLInputElement>(null);
  // The shortcut's monospace font is looked up through its whole list of families, one round trip to
  // the browser process each: a frame later, outside the first layout (core/app/first-screen-stages.ts).
  const showShortcut = useFirstScreenStage(1);
  // Mantine's hook (no provider needed): Ctrl+K or Cmd+K, except while typing in a field.
  useHotkeys([['mod+K', () => searchRef.current?.focus()]], []);

  const groups = useMemo(
    () => groupByCategory(matchTools(tools, query, (id, key) => t(`${id}:${key}`))),
    [query, t],
  );

  return (
    <nav className={classes.sidebar} aria-label={t('sidebar.label')}>
      <div className={classes.search}>
        <IconSearch size={16} className={classes.searchIcon} aria-hidden />
        <input
          ref={searchRef}
          className={`${controls.input} ${classes.searchInput}`}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          placeholder={t('sidebar.search')}
          aria-label={t('sidebar.searchLabel')}
          type="search"
        />
        {showShortcut && <kbd className={`${controls.kbd} ${classes.shortcut}`}>Ctrl K</kbd>}
      </div>
      <div className={classes.scroll}>
        {groups.length === 0 && (
          <p className={`${classes.empty} ${controls.dimmed}`} data-testid="sidebar-empty">
            {t('sidebar.noResults')}
          </p>
        )}
        {groups.map(({ category, tools: groupTools }) => {
          const open = !collapsed[category];
          const panelId = `sidebar-category-${category}`;
          return (
            <div key={category} className={classes.category} data-testid={`sidebar-category-${category}`}>
              <button
                type="button"
                className={`${classes.categoryHeader} mantine-focus-auto`}
                onClick={() => setCollapsed((c) => ({ ...c, [category]: open }))}
                aria-expanded={open}
                aria-controls={panelId}
              >
                <CategoryIcon category={category} size="sm" />
                <span className={classes.categoryName}>{t(`categories.${category}`, { defaultValue: category })}</span>
                <IconChevronDown size={14} className={classes.chevron} data-open={open || undefined} aria-hidden />
              </button>
              <div className={classes.panel} id={panelId} data-open={open || undefined}>
                <div className={classes.panelInner}>
                  {groupTools.map((tool) => {
                    const ToolIcon = tool.icon;
                    const active = location === tool.path;
                    return (
                      <Link
                        key={tool.id}
                        href={tool.path}
                        onClick={onNavigate}
                        className={`${classes.navLink} ${classes.toolLink} mantine-focus-auto`}
                        aria-current={active ? 'page' : undefined}
                      >
                        <span className={classes.navIcon}>
                          <ToolIcon size={16} stroke={1.6} />
                        </span>
                        <span className={classes.navLabel} data-nav-label>
                          {t(`${tool.id}:name`)}
                        </span>
                      </Link>
                    );
                  })}
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
