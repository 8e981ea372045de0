import type { RowPanel } from '../../processing/processor';
import classes from './ResultRow.module.css';

/** A row's panel (FileInfo.panel): closed until asked for, one line per fact. */
export function RowPanelView({ panel, translate }: { panel: RowPanel; translate(key: string, params?: Record<string, unknown>): string }) {
  return (
    <details className={classes.small} data-testid="row-panel">
      <summary>{translate(panel.titleKey)}</summary>
      <ul className={classes.panelLines}>
        {panel.lines.map((line) => (
          <li key={line.key} data-key={line.key}>
            {translate(line.key, line.params)}
          </li>
        ))}
      </ul>
    </details>
  );
}
