import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The red bin of a table row; `label` names what it deletes, for screen readers. */
export function DeleteAction(props: { label: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Tooltip label={t('delete')}>
      <ActionIcon variant="subtle" color="red" onClick={props.onClick} aria-label={props.label}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
