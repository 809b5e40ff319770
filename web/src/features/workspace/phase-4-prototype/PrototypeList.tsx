import { IconCube } from '@tabler/icons-react';
import {
  LIST_ITEM_MAX,
  MAX_PROTOTYPE_IMAGES,
  PROTOTYPE_MIN_VERSION,
  PROTOTYPE_TYPES,
  prototypeCreateSchema,
  TEXT_MAX,
  TITLE_MAX,
} from '@trilha/shared';
import type { ChildRow } from '@trilha/sync';
import { DESCRIPTION_FIELD, photosField } from '../../../components/records/record-fields';
import type { RecordToolDescriptor } from '../record-tool/descriptor';
import { type LinkTargets, useLinkTargets } from '../record-tool/link-targets';
import { RecordTool } from '../record-tool/RecordTool';
import { toolTexts } from '../record-tool/texts';
import { PrototypeCard } from './PrototypeCard';

/**
 * Prototypes: what they are made of, their version (an unreadable one counts as 1, spec
 * section 5), the idea they build on and their pictures. Deleted after a confirmation; an edit
 * that changes nothing writes nothing.
 */
export const prototypeTool: RecordToolDescriptor<'prototypes', LinkTargets> = {
  entity: 'prototypes',
  mutation: 'prototype',
  texts: toolTexts('prototypeTest', 'prototypes'),
  named: (prototype) => ({ name: prototype.name }),
  confirmDelete: true,
  list: { icon: <IconCube size={28} />, columns: 2, emptyAction: 'insteadOfNew' },
  form: {
    schema: prototypeCreateSchema,
    fields: [
      { kind: 'text', name: 'name', placeholder: true, required: true, max: TITLE_MAX },
      {
        kind: 'row',
        from: 'xs',
        fields: [
          {
            kind: 'select',
            name: 'type',
            values: PROTOTYPE_TYPES,
            optionKey: 'types',
            initial: 'digital',
          },
          {
            kind: 'numeric',
            name: 'version',
            input: { min: PROTOTYPE_MIN_VERSION, allowDecimal: false },
            whenEmpty: PROTOTYPE_MIN_VERSION,
            initial: PROTOTYPE_MIN_VERSION,
          },
        ],
      },
      DESCRIPTION_FIELD,
      { kind: 'chips', name: 'materials', placeholder: true, max: LIST_ITEM_MAX },
      {
        kind: 'select',
        name: 'ideaId',
        label: 'prototypes.form.idea',
        options: (ideas) => ideas.options,
        placeholder: 'prototypes.form.ideaPlaceholder',
        noOptions: 'prototypes.form.noIdeas',
        clearable: true,
        searchable: true,
      },
      { kind: 'textarea', name: 'feedback', placeholder: true, minRows: 2, max: TEXT_MAX },
      photosField('images', MAX_PROTOTYPE_IMAGES, {
        field: 'name',
        fallback: 'prototypes.form.createTitle',
      }),
    ],
  },
  Card: PrototypeCard,
};

const ideaTitle = (idea: ChildRow<'ideas'>) => idea.title;

/** The prototypes tab: the project's prototypes, with create, edit and delete. */
export function PrototypeList({ projectId }: { projectId: string }) {
  const ideas = useLinkTargets('ideas', projectId, ideaTitle);
  return <RecordTool tool={prototypeTool} projectId={projectId} context={ideas} />;
}
