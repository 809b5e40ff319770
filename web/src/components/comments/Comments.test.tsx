import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { summary } from '../../../test/billing-fixtures';
import { fakeServer, jsonResponse } from '../../../test/http';
import { TEST_USER_ID } from '../../../test/user-sync';
import { workspaceTestProject } from '../../../test/workspace-test-setup';
import { storeSubscription } from '../../lib/current-plan';
import { ProjectAccess } from '../../project-data/project-access';
import { RecordCardActions } from '../records/RecordCardActions';
import { ProjectComments } from './ProjectComments';

const PROJECT = '0190c000-0000-7000-8000-0000000000d1';
const PERSONA = '0190c000-0000-7000-8000-0000000000d2';
const BIA = '0190c000-0000-7000-8000-0000000000d3';
const roles = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('../../project-data/shared-projects', () => ({
  useProjectRole: (projectId: string) => roles.current[projectId],
}));

/** A comment another member wrote, as a pull brings it. */
const biasComment = (id: string, extra: object = {}) => ({
  id,
  projectId: PROJECT,
  targetType: 'personas' as const,
  targetId: PERSONA,
  targetTitle: 'Dona Rita',
  parentId: null,
  text: 'Faltou a idade, @Ana Souza',
  mentions: [TEST_USER_ID],
  resolved: false,
  resolvedAt: null,
  resolvedBy: null,
  authorId: BIA,
  authorName: 'Bia',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const project = workspaceTestProject(PROJECT, {
  name: 'Feira',
  seed: async (sync) => {
    await sync.client.mutate('persona.create', {
      id: PERSONA,
      projectId: PROJECT,
      name: 'Dona Rita',
    });
    await sync.db.comments.bulkPut([
      biasComment('0190c000-0000-7000-8000-0000000000e1'),
      // A resolved thread: not counted.
      biasComment('0190c000-0000-7000-8000-0000000000e2', { text: 'Já vi', resolved: true }),
    ]);
  },
});

beforeEach(() => {
  roles.current = {};
  fakeServer(({ path }) =>
    path.endsWith('/members')
      ? jsonResponse([
          { userId: TEST_USER_ID, name: 'Ana Souza', role: 'owner' },
          { userId: BIA, name: 'Bia', role: 'editor' },
        ])
      : undefined,
  );
});

const target = { projectId: PROJECT, type: 'personas' as const, id: PERSONA, title: 'Dona Rita' };

function renderCardActions(role?: string) {
  if (role) roles.current = { [PROJECT]: role };
  project.render(
    <ProjectAccess projectId={PROJECT}>
      <RecordCardActions
        editLabel="Editar"
        deleteLabel="Excluir"
        onEdit={() => {}}
        onDelete={() => {}}
        comments={target}
      />
    </ProjectAccess>,
  );
}

describe('a record card’s comments', () => {
  it('counts the comments of the open threads and opens them, the mention highlighted', async () => {
    renderCardActions();
    const button = await screen.findByRole('button', { name: 'Comentários: 1 em aberto' });
    fireEvent.click(button);
    const panel = await screen.findByTestId('comments-panel');
    const threads = await within(panel).findAllByTestId('comment-thread');
    expect(threads).toHaveLength(2);
    expect(within(threads[0] as HTMLElement).getByTestId('comment-mention')).toHaveTextContent(
      '@Ana Souza',
    );
    expect(within(threads[1] as HTMLElement).getByText('Resolvido')).toBeInTheDocument();
  });

  it('writes a thread with a mention chosen under the box', async () => {
    renderCardActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Comentários: 1 em aberto' }));
    const panel = await screen.findByTestId('comments-panel');
    fireEvent.change(within(panel).getByLabelText(/Novo comentário/), {
      target: { value: 'Olha isso @Bi' },
    });
    fireEvent.click(await within(panel).findByRole('button', { name: '@Bia' }));
    expect(within(panel).getByLabelText(/Novo comentário/)).toHaveValue('Olha isso @Bia ');
    fireEvent.click(within(panel).getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('button', { name: 'Comentários: 2 em aberto' });
    const stored = (await project.sync.db.comments.toArray()).find(
      (comment) => comment.authorId === TEST_USER_ID,
    );
    expect(stored).toMatchObject({
      text: 'Olha isso @Bia',
      mentions: [BIA],
      targetTitle: 'Dona Rita',
    });
  });

  it('replies in a thread and resolves it; the count follows', async () => {
    renderCardActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Comentários: 1 em aberto' }));
    const panel = await screen.findByTestId('comments-panel');
    const [open] = await within(panel).findAllByTestId('comment-thread');
    const thread = open as HTMLElement;
    fireEvent.click(within(thread).getByRole('button', { name: 'Responder' }));
    fireEvent.change(within(thread).getByLabelText(/Sua resposta/), {
      target: { value: 'Tem 58' },
    });
    fireEvent.click(within(thread).getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('button', { name: 'Comentários: 2 em aberto' });
    fireEvent.click(within(thread).getByRole('button', { name: 'Resolver' }));
    await screen.findByRole('button', { name: 'Comentários: 0 em aberto' });
    expect(await within(panel).findAllByRole('button', { name: 'Reabrir' })).toHaveLength(2);
  });

  it('lets a viewer comment but not edit, delete or resolve another’s comment', async () => {
    renderCardActions('viewer');
    // No edit or delete of the record itself for a viewer, but the comments are there.
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Comentários: 1 em aberto' }));
    const panel = await screen.findByTestId('comments-panel');
    expect(within(panel).getByLabelText(/Novo comentário/)).toBeInTheDocument();
    await within(panel).findAllByTestId('comment-thread');
    expect(within(panel).queryByRole('button', { name: 'Editar comentário' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Excluir comentário' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Resolver' })).toBeNull();
    expect(within(panel).getAllByRole('button', { name: 'Responder' }).length).toBeGreaterThan(0);
  });

  it('shows no comments to a room’s guest', async () => {
    renderCardActions('guest');
    await waitFor(() => expect(screen.queryByTestId('comments-button')).toBeNull());
  });

  it('reads, but writes nothing, when the owner’s plan does not sell comments', async () => {
    storeSubscription(TEST_USER_ID, summary());
    renderCardActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Comentários: 1 em aberto' }));
    const panel = await screen.findByTestId('comments-panel');
    expect(await within(panel).findByText(/não inclui comentários/)).toBeInTheDocument();
    expect(await within(panel).findAllByTestId('comment-thread')).toHaveLength(2);
    expect(within(panel).queryByLabelText(/Novo comentário/)).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Responder' })).toBeNull();
  });
});

describe('the project’s comments', () => {
  it('lists the open threads with what they are about, and opens that target’s comments', async () => {
    project.render(
      <ProjectAccess projectId={PROJECT}>
        <ProjectComments projectId={PROJECT} projectName="Feira" />
      </ProjectAccess>,
    );
    const list = await screen.findByTestId('project-comments');
    expect(await within(list).findByText('1 conversa em aberto')).toBeInTheDocument();
    expect(within(list).getAllByTestId('comment-thread')).toHaveLength(1);
    expect(within(list).getByText('Persona: Dona Rita')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByTestId('comments-panel')).toBeInTheDocument();
  });
});
