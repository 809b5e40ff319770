import { screen } from '@testing-library/react';
import { projectCreateSchema } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { useFieldErrorText } from './field-error';
import { formResolver } from './form-resolver';

// What react-hook-form passes a resolver, as far as it reads it.
const options = { fields: {}, shouldUseNativeValidation: false } as never;
const resolve = (values: object) =>
  formResolver(projectCreateSchema)(values as never, undefined, options);

describe('formResolver', () => {
  it("keeps each rule's code and the parameters its text needs", async () => {
    const { errors } = await resolve({ name: 'x'.repeat(201), description: '' });
    expect(errors.name).toEqual({
      type: 'too_big',
      message: 'validation.max_chars',
      params: { max: 200 },
    });
    expect((await resolve({ name: ' ' })).errors.name).toMatchObject({
      message: 'validation.project_name_required',
    });
  });

  it('gives the parsed values when the rules hold', async () => {
    expect(await resolve({ name: '  Oficina ' })).toEqual({
      values: { name: 'Oficina', description: '' },
      errors: {},
    });
  });
});

function FieldText(props: { error: { message?: string; params?: object } }) {
  return <p>{useFieldErrorText()(props.error)}</p>;
}

describe('useFieldErrorText', () => {
  it('writes a field error in the reader’s language, with its parameters', async () => {
    await setupI18n('en');
    renderPage(<FieldText error={{ message: 'validation.max_chars', params: { max: 200 } }} />);
    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
  });

  it("says zod's own message, which no form rule gives, generically", async () => {
    await setupI18n('pt-BR');
    renderPage(
      <FieldText error={{ message: 'Too small: expected string to have >=1 characters' }} />,
    );
    expect(await screen.findByText('Dados inválidos.')).toBeInTheDocument();
  });
});
