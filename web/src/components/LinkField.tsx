import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A link to hand on (an invitation's, a room's): selectable, with a copy button where the
 * browser has a clipboard. A laptop serving a room over plain http:// is not a secure context
 * and has no Clipboard API there: the link is then selected on a tap, for the system's copy.
 */
export function LinkField(props: { label: string; url: string; testId?: string }) {
  const { t } = useTranslation('sharing');
  const canCopy =
    typeof window !== 'undefined' && window.isSecureContext && 'clipboard' in navigator;
  return (
    <Group gap="xs" w="100%" wrap="nowrap" align="end">
      <TextInput
        label={props.label}
        value={props.url}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(event) => event.currentTarget.select()}
        data-testid={props.testId}
      />
      {canCopy && (
        <CopyButton value={props.url}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t('invite.copied') : t('invite.copy')}
            </Button>
          )}
        </CopyButton>
      )}
    </Group>
  );
}
