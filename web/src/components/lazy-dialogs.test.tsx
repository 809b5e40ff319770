import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../test/render';
import { LazyDrawer, LazyModal, useMountedOnceOpened } from './lazy-dialogs';

beforeAll(() => setupI18n('pt-BR'));

/** A modal and a drawer opened by buttons, as their callers use them. */
function Harness() {
  const [modal, setModal] = useState(false);
  const [drawer, setDrawer] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setModal(true)}>
        Abrir modal
      </button>
      <button type="button" onClick={() => setDrawer(true)}>
        Abrir gaveta
      </button>
      <LazyModal opened={modal} onClose={() => setModal(false)} title="Modal">
        Conteúdo do modal
      </LazyModal>
      <LazyDrawer opened={drawer} onClose={() => setDrawer(false)} title="Gaveta">
        Conteúdo da gaveta
      </LazyDrawer>
    </>
  );
}

/** Mantine's dialog roots: a closed Modal or Drawer leaves one in the page (with its portal). */
const dialogRoots = () => document.querySelectorAll('.mantine-Modal-root, .mantine-Drawer-root');

it('puts nothing in the page until a dialog is first opened', async () => {
  renderPage(<Harness />);
  expect(await screen.findByRole('button', { name: 'Abrir modal' })).toBeInTheDocument();
  expect(dialogRoots()).toHaveLength(0);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByText('Conteúdo do modal')).toBeNull();
});

it('opens, closes and opens again; only the dialog that was opened is mounted', async () => {
  const user = userEvent.setup();
  renderPage(<Harness />);

  await user.click(await screen.findByRole('button', { name: 'Abrir modal' }));
  expect(await screen.findByRole('dialog', { name: 'Modal' })).toBeInTheDocument();
  expect(dialogRoots()).toHaveLength(1);
  expect(screen.getByText('Conteúdo do modal')).toBeInTheDocument();
  expect(screen.queryByText('Conteúdo da gaveta')).toBeNull();

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Abrir modal' }));
  expect(await screen.findByRole('dialog', { name: 'Modal' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Abrir gaveta' }));
  expect(await screen.findByRole('dialog', { name: 'Gaveta' })).toBeInTheDocument();
});

it('mounts a dialog closed, then opens it after that commit, and keeps it mounted once closed', () => {
  const states: { mounted: boolean; opened: boolean }[] = [];
  const { rerender } = renderHook(
    ({ opened }) => {
      const state = useMountedOnceOpened(opened);
      states.push(state);
      return state;
    },
    { initialProps: { opened: false } },
  );
  expect(states.at(-1)).toEqual({ mounted: false, opened: false });

  act(() => rerender({ opened: true }));
  // The first render that asks for it mounts it closed; the next one opens it.
  expect(states).toContainEqual({ mounted: true, opened: false });
  expect(states.at(-1)).toEqual({ mounted: true, opened: true });

  act(() => rerender({ opened: false }));
  expect(states.at(-1)).toEqual({ mounted: true, opened: false });
  act(() => rerender({ opened: true }));
  expect(states.at(-1)).toEqual({ mounted: true, opened: true });
});
