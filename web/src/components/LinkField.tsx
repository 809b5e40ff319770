import { Button, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyText } from '../lib/copy-text';

/**
 * A link to hand on (an invitation's, a room's): selectable, with a copy button. A laptop serving
 * a room over plain http:// is not a secure context and has no Clipboard API there: the button
 * copies by selection (lib/copy-text), and where even that fails the link is selected in its
 * field for the person to copy.
 */
export function LinkField(props: { label: string; url: string; testId?: string }) {
  const { t } = useTranslation('sharing');
  const { copied, copy } = useCopyText();
  const field = useRef<HTMLInputElement>(null);
  const copyLink = async () => {
    if (!(await copy(props.url))) field.current?.focus();
  };
  return (
    <Group gap="xs" w="100%" wrap="nowrap" align="end">
      <TextInput
        label={props.label}
        ref={field}
        value={props.url}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(event) => event.currentTarget.select()}
        data-testid={props.testId}
      />
      <Button
        variant="light"
        onClick={() => void copyLink()}
        leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      >
        {copied ? t('invite.copied') : t('invite.copy')}
      </Button>
    </Group>
  );
}
