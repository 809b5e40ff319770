import { screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/http';
import { renderPage, setupI18n } from '../../../test/render';
import { signIn, TEST_USER_ID } from '../../../test/user-sync';
import { ViewerNotice } from '../../components/ViewerNotice';
import { SharedBadge } from './SharedBadge';

const SHARED_BY_ME = '0190c000-0000-7000-8000-0000000000a1';
const SHARED_WITH_ME = '0190c000-0000-7000-8000-0000000000a2';
const ALONE = '0190c000-0000-7000-8000-0000000000a3';
const SOMEONE_ELSE = '0190c000-0000-7000-8000-0000000000ff';

beforeAll(async () => {
  await setupI18n('pt-BR');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('marks the projects shared by or with the user, warns a viewer, and keeps the roles for offline', async () => {
  signIn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse([
        { projectId: SHARED_BY_ME, role: 'owner' },
        { projectId: SHARED_WITH_ME, role: 'viewer' },
      ]),
    ),
  );
  renderPage(
    <>
      <div data-testid="by-me">
        <SharedBadge projectId={SHARED_BY_ME} ownerId={TEST_USER_ID} />
      </div>
      <div data-testid="alone">
        <SharedBadge projectId={ALONE} ownerId={TEST_USER_ID} />
      </div>
      <div data-testid="with-me">
        <SharedBadge projectId={SHARED_WITH_ME} ownerId={SOMEONE_ELSE} />
      </div>
      <ViewerNotice projectId={SHARED_WITH_ME} />
      <ViewerNotice projectId={SHARED_BY_ME} />
    </>,
  );

  expect(await screen.findAllByTestId('viewer-notice')).toHaveLength(1);
  expect(screen.getByTestId('viewer-notice')).toHaveTextContent(
    'Você tem acesso de leitura a este projeto',
  );
  expect(screen.getByTestId('by-me')).toHaveTextContent('Compartilhado');
  expect(screen.getByTestId('with-me')).toHaveTextContent('Compartilhado');
  expect(screen.getByTestId('alone')).toHaveTextContent('');
  expect(
    JSON.parse(localStorage.getItem(`trilha-shared-projects:${TEST_USER_ID}`) ?? '{}'),
  ).toEqual({ [SHARED_BY_ME]: 'owner', [SHARED_WITH_ME]: 'viewer' });
});
