import { fireEvent, screen } from '@testing-library/react';
import { formatMessage, message, planLimitMessage } from '@trilha/shared';
import type { RejectedMutation } from '@trilha/sync';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { RejectedChanges } from './RejectedChanges';

/** A refusal as the server sends it: a code with parameters, and its pt-BR text beside. */
function refusal(
  id: number,
  name: string,
  reason: RejectedMutation['reason'],
  coded: ReturnType<typeof message>,
): RejectedMutation {
  return { id, name, reason, ...coded, message: formatMessage(coded) };
}

const limitRefusal = refusal(
  4,
  'project.create',
  'forbidden',
  planLimitMessage('maxPersonasPerProject', { displayName: 'Free' }, 3),
);
const viewerRefusal = refusal(
  5,
  'idea.update',
  'forbidden',
  message('project.viewer_cannot_write'),
);
const closedVote = refusal(6, 'dot.create', 'conflict', message('sync.voting_closed'));
/** Recorded by a server from before the codes: only its pt-BR sentence. */
const oldRefusal: RejectedMutation = {
  id: 3,
  name: 'persona.delete',
  reason: 'not_found',
  message: 'Persona não encontrada',
};

const rowsOf = async () =>
  (await screen.findAllByTestId('sync-rejection')).map((row) => row.textContent);

describe('RejectedChanges', () => {
  it('writes each refusal from its code in pt-BR: the spec’s words', async () => {
    await setupI18n('pt-BR');
    renderPage(<RejectedChanges rejected={[limitRefusal, viewerRefusal, oldRefusal]} count={3} />);
    expect(await rowsOf()).toEqual([
      'Criação: Você atingiu o limite de 3 personas por projeto do plano Free. Faça upgrade para continuar.',
      'Edição: Você tem acesso de leitura a este projeto: só o dono ou um editor pode alterá-lo.',
      'Exclusão: Persona não encontrada',
    ]);
  });

  it('writes them in English for an English reader, a plan limit in full', async () => {
    await setupI18n('en');
    renderPage(<RejectedChanges rejected={[limitRefusal, viewerRefusal, closedVote]} count={3} />);
    expect(await rowsOf()).toEqual([
      'Creation: You have reached the limit of 3 personas per project of the Free plan. Upgrade to continue.',
      'Edit: You have read access to this project: only the owner or an editor can change it.',
      'Creation: This vote has been closed: the dots no longer change.',
    ]);
  });

  it('counts those beyond the list, and marks every one up to the newest shown as read', async () => {
    await setupI18n('pt-BR');
    const onDismiss = vi.fn();
    renderPage(
      <RejectedChanges rejected={[closedVote, viewerRefusal]} count={12} onDismiss={onDismiss} />,
    );
    expect(await rowsOf()).toHaveLength(2);
    await screen.findByText('e mais 10 anteriores');
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como lidas' }));
    expect(onDismiss).toHaveBeenCalledWith(closedVote.id);
  });

  it('offers no button where nothing can forget them (no sync open)', async () => {
    await setupI18n('en');
    renderPage(<RejectedChanges rejected={[closedVote]} count={1} />);
    await rowsOf();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/older/)).toBeNull();
  });

  it('says an old refusal without a code by its reason rather than in Portuguese', async () => {
    await setupI18n('fr');
    renderPage(<RejectedChanges rejected={[oldRefusal]} count={1} />);
    expect(await rowsOf()).toEqual([
      "Suppression: L'élément n'existe plus (peut-être supprimé sur un autre appareil).",
    ]);
  });
});
