import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

beforeAll(() => setupI18n('pt-BR'));

/** A dialog opened by a button, as its callers use it. */
function Harness(props: { onConfirm(): Promise<unknown>; closeAfterConfirm?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Abrir
      </button>
      <ConfirmDialog
        opened={opened}
        title="Excluir projeto?"
        message="Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
        cancelLabel="Cancelar"
        onConfirm={props.onConfirm}
        onClose={() => setOpened(false)}
        closeAfterConfirm={props.closeAfterConfirm}
      />
    </>
  );
}

it('does nothing on cancel, and is busy (cannot be dismissed) while the action runs', async () => {
  const user = userEvent.setup();
  let finish: () => void = () => {};
  const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderPage(<Harness onConfirm={onConfirm} closeAfterConfirm />);

  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onConfirm).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  const dialog = screen.getByRole('dialog', { name: 'Excluir projeto?' });
  expect(within(dialog).getByText('Esta ação não pode ser desfeita.')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeVisible();

  finish();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('stays open after the action when the caller closes it (only on success)', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn(async () => false);
  renderPage(<Harness onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  await user.click(screen.getByRole('button', { name: 'Excluir' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Excluir' })).toBeEnabled());
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('dialog')).toBeVisible();
});
