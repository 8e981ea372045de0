import { Button, Menu } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { continueChain } from '../../recipes/chain';
import { isStepTool } from '../../recipes/step-options';
import { tools } from '../../plugin/catalogue';
import { useTool } from '../../plugin/tool-context';
import { Hint } from '../Hint';
import { MenuOnFirstUse } from '../MenuOnFirstUse';
import { continueTargets, outputAsFile, sendToTool } from './handoff';
import { IconButton } from './IconButton';
import type { ToolManifest } from '../../plugin/schema';
import type { RowFileOutput } from './types';

/** The menu's items: rendered only when the menu opens, not with every row that has one. */
function ContinueItems({ targets, outputs }: { targets: ToolManifest[]; outputs: RowFileOutput[] }) {
  const { t } = useTranslation();
  const tool = useTool();
  const [, navigate] = useLocation();
  return targets.map((target) => (
    <Menu.Item
      key={target.id}
      data-testid={`continue-to-${target.id}`}
      onClick={() => {
        sendToTool(target.id, outputs.map(outputAsFile));
        continueChain(tool.id, target.id, isStepTool(tool));
        navigate(target.path);
      }}
    >
      {t('name', { ns: target.id })}
    </Menu.Item>
  ));
}

interface ContinueMenuProps {
  outputs: RowFileOutput[];
  /** A labelled button (all results) instead of an icon (one row). */
  all?: boolean;
  label?: string;
}

/**
 * Sends results to another tool that accepts their type, in this tab: no download, no re-upload.
 * Memoised: it renders again only when its outputs do.
 */
export const ContinueMenu = memo(function ContinueMenu({ outputs, all, label }: ContinueMenuProps) {
  const { t } = useTranslation();
  const tool = useTool();
  const targets = continueTargets(tools, [...new Set(outputs.map((output) => output.type))], tool.id);
  if (!outputs.length || !targets.length) return null;
  const title = all ? t('batch.continueAll') : t('batch.continueWith');
  const menu = (
    <MenuOnFirstUse
      position="bottom-end"
      withinPortal
      target={
        all ? (
          <Button variant="default" size="sm" leftSection={<IconArrowForwardUp size={16} />} data-testid="continue-all">
            {title}
          </Button>
        ) : (
          <IconButton aria-label={`${title}: ${label ?? ''}`} data-testid="row-continue">
            <IconArrowForwardUp size={18} />
          </IconButton>
        )
      }
    >
      <Menu.Label>{title}</Menu.Label>
      <ContinueItems targets={targets} outputs={outputs} />
    </MenuOnFirstUse>
  );
  return all ? (
    menu
  ) : (
    <Hint label={title} placement="top" align="end">
      {menu}
    </Hint>
  );
});
