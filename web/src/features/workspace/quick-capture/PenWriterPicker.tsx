import { Autocomplete, Button, Group } from '@mantine/core';
import { IconPencil, IconUserOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store';
import { useProjectAccessRole } from '../../../project-data/project-access';
import { usePenWriter } from '../../../project-data/silent-round/pen-here';
import { usePenNames } from '../../../project-data/silent-round/pen-names';

/**
 * 'Quem está escrevendo?' on a shared tablet: the person holding the pen now. Notes written
 * next carry their name, and during a silent round only their notes show face up here
 * (decision 0029). Remembered per project on this device; 'Ninguém' clears it. Not on a room
 * guest's phone: their name is theirs already.
 */
export function PenWriterPicker(props: { projectId: string }) {
  const { t } = useTranslation('notes');
  const role = useProjectAccessRole();
  // A guest account is a guest wherever it is (as ProjectAccess says it).
  const isGuest = useAuth((state) => state.user?.role === 'guest') || role === 'guest';
  const [writer, setWriter] = usePenWriter(props.projectId);
  const names = usePenNames(props.projectId);
  const [typed, setTyped] = useState(writer ?? '');
  // Another tab (or 'Ninguém') changed the pen: the field follows.
  useEffect(() => setTyped(writer ?? ''), [writer]);

  if (isGuest || role === 'viewer') return null;
  const commit = (name: string) => setWriter(name.trim() || null);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="pen-writer">
      <Autocomplete
        label={t('writer.label')}
        placeholder={t('writer.placeholder')}
        leftSection={<IconPencil size={16} aria-hidden />}
        data={names}
        value={typed}
        onChange={setTyped}
        onOptionSubmit={commit}
        onBlur={() => commit(typed)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) commit(typed);
        }}
        size="sm"
        style={{ flex: '1 1 12rem', minWidth: 0 }}
        maxLength={120}
      />
      <Button
        variant={writer ? 'default' : 'light'}
        size="sm"
        mih={44}
        leftSection={<IconUserOff size={16} aria-hidden />}
        onClick={() => {
          setTyped('');
          setWriter(null);
        }}
        aria-pressed={!writer}
      >
        {t('writer.nobody')}
      </Button>
    </Group>
  );
}
