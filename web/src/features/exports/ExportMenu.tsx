import { Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconDatabaseExport,
  IconDownload,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconPhoto,
} from '@tabler/icons-react';
import type { ExportFormat } from '@trilha/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { compactOnPhone } from '../../components/compact-button';
import { canExport, useSubscription } from '../../lib/current-plan';
import { PdfExportDialog } from './PdfExportDialog';
import { useExportActions } from './useExportActions';

const ICON_SIZE = 16;

/**
 * The project page's 'Exportar' menu: PDF, PNG, CSV and the JSON backup, all made in the
 * browser from this device's data (offline too). Formats the plan does not include stay in the
 * menu with an upgrade hint that leads to the plans; the backup is never gated.
 */
export function ExportMenu({ projectId }: { projectId: string }) {
  const { t } = useTranslation('exports');
  const actions = useExportActions(projectId);
  const [pdfOpened, pdfDialog] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const runBusy = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            {...compactOnPhone(t('menu.button'))}
            leftSection={<IconDownload size={ICON_SIZE} aria-hidden />}
            rightSection={<IconChevronDown size={ICON_SIZE} aria-hidden />}
            loading={busy}
          >
            {t('menu.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <GatedItem
            format="pdf"
            icon={<IconFileTypePdf size={ICON_SIZE} aria-hidden />}
            onAllowed={pdfDialog.open}
          />
          <GatedItem
            format="png"
            icon={<IconPhoto size={ICON_SIZE} aria-hidden />}
            onAllowed={() => void runBusy(actions.exportPng)}
          />
          <GatedItem
            format="csv"
            icon={<IconFileTypeCsv size={ICON_SIZE} aria-hidden />}
            onAllowed={() => void runBusy(actions.exportCsv)}
          />
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconDatabaseExport size={ICON_SIZE} aria-hidden />}
            onClick={() => void runBusy(actions.exportBackup)}
          >
            {t('menu.json')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PdfExportDialog
        opened={pdfOpened}
        onClose={pdfDialog.close}
        loadSnapshot={actions.snapshot}
      />
    </>
  );
}

/**
 * A format of the menu, or its upgrade hint when the plan does not include it. The plan is read
 * here, when the menu opens, not by the menu's button on every project page's load: its kept
 * copy's first check costs a phone tens of milliseconds (docs/perf-log.md, issue 12 eleventh part).
 */
function GatedItem(props: { format: ExportFormat; icon: ReactNode; onAllowed(): void }) {
  const { t } = useTranslation('exports');
  const navigate = useNavigate();
  // An administrator is not limited (the server says so: `unlimited`).
  const subscription = useSubscription();
  const allowed = subscription?.unlimited === true || canExport(subscription?.plan, props.format);
  return (
    <Menu.Item
      leftSection={props.icon}
      onClick={allowed ? props.onAllowed : () => navigate('/pricing')}
      data-gated={allowed ? undefined : 'true'}
    >
      {t(`menu.${props.format}`)}
      {!allowed && (
        <Text size="xs" c="dimmed" component="span" display="block">
          {t('menu.upgradeHint')}
        </Text>
      )}
    </Menu.Item>
  );
}
