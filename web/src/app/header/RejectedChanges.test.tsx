import { screen } from '@testing-library/react';
import { planLimitMessage } from '@trilha/shared';
import type { RejectedMutation } from '@trilha/sync';
import { describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { RejectedChanges } from './RejectedChanges';

const limitRefusal: RejectedMutation = {
  id: 4,
  name: 'project.create',
  reason: 'forbidden',
  message: planLimitMessage('maxProjects', { displayName: 'Free' }, 3),
};
const viewerRefusal: RejectedMutation = {
  id: 5,
  name: 'idea.update',
  reason: 'forbidden',
  message: 'Você tem acesso de leitura a este projeto: só o dono ou um editor pode alterá-lo.',
};

describe('RejectedChanges', () => {
  it("shows the server's own pt-BR sentence in pt-BR", async () => {
    await setupI18n('pt-BR');
    renderPage(<RejectedChanges rejected={[limitRefusal, viewerRefusal]} />);
    const rows = await screen.findAllByTestId('sync-rejection');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Criação: ${limitRefusal.message}`,
      `Edição: ${viewerRefusal.message}`,
    ]);
  });

  it('translates a plan limit in full and any other refusal by its reason', async () => {
    await setupI18n('en');
    renderPage(<RejectedChanges rejected={[limitRefusal, viewerRefusal]} />);
    const rows = await screen.findAllByTestId('sync-rejection');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Creation: You have reached the limit of 3 projects of the Free plan. Upgrade to continue.',
      'Edit: You do not have permission for this change.',
    ]);
  });
});
