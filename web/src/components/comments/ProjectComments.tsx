import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentsDrawer } from './CommentsDrawer';
import { CommentThreadView } from './CommentThreadView';
import { openThreads, threadsOf } from './threads';
import { type CommentTarget, useCommentRights, useProjectComments } from './useComments';
import { useProjectPeople } from './useProjectPeople';

/** The tab's label: 'Comentários', with the number of open threads when there are some. */
export function CommentsTabLabel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('comments');
  const open = openThreads(threadsOf(useProjectComments(projectId) ?? [])).length;
  return <>{open > 0 ? t('tabWithCount', { open }) : t('tab')}</>;
}

/**
 * The project page's 'Comentários' (docs/decisions/0023): the project's open threads, each
 * under what it is about, with the way to that target's comments; and the project's own.
 */
export function ProjectComments(props: { projectId: string; projectName: string }) {
  const { t } = useTranslation('comments');
  const comments = useProjectComments(props.projectId);
  const people = useProjectPeople(props.projectId, comments);
  const rights = useCommentRights();
  const [opened, drawer] = useDisclosure(false);
  const projectTarget: CommentTarget = {
    projectId: props.projectId,
    type: 'project',
    id: props.projectId,
    title: props.projectName,
  };
  const [target, setTarget] = useState<CommentTarget>(projectTarget);
  const openFor = (next: CommentTarget) => {
    setTarget(next);
    drawer.open();
  };
  const threads = openThreads(threadsOf(comments ?? []));

  return (
    <Stack gap="sm" data-testid="project-comments">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {threads.length === 0 ? t('noOpenThreads') : t('openThreads', { count: threads.length })}
        </Text>
        {rights.comments && (
          <Button
            variant="light"
            leftSection={<IconMessageCircle size={16} aria-hidden />}
            onClick={() => openFor(projectTarget)}
          >
            {t('aboutProject')}
          </Button>
        )}
      </Group>
      {threads.map((thread) => {
        const { first } = thread;
        const about: CommentTarget = {
          projectId: props.projectId,
          type: first.targetType,
          id: first.targetId,
          title: first.targetType === 'project' ? props.projectName : first.targetTitle,
        };
        return (
          <CommentThreadView
            key={first.id}
            thread={thread}
            people={people}
            readOnly
            heading={
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t(`targets.${first.targetType}`)}
                  {about.title && `: ${about.title}`}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={() => openFor(about)}>
                  {t('open')}
                </Button>
              </Group>
            }
          />
        );
      })}
      <CommentsDrawer target={target} opened={opened} onClose={drawer.close} />
    </Stack>
  );
}
