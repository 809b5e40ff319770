import { IconClipboardList } from '@tabler/icons-react';
import {
  SHORT_TEXT_MAX,
  TEST_PLAN_DEFAULT_DURATION,
  TEST_PLAN_DEFAULT_PARTICIPANTS,
  TEST_PLAN_MAX_DURATION,
  TEST_PLAN_MAX_PARTICIPANTS,
  TEST_PLAN_MIN_DURATION,
  TEST_PLAN_MIN_PARTICIPANTS,
  TEST_PLAN_STATUSES,
  TEXT_MAX,
  TITLE_MAX,
  testPlanCreateSchema,
} from '@trilha/shared';
import type { ChildRow } from '@trilha/sync';
import type { RecordToolDescriptor } from '../record-tool/descriptor';
import { type LinkTargets, useLinkTargets } from '../record-tool/link-targets';
import { RecordTool } from '../record-tool/RecordTool';
import { toolTexts } from '../record-tool/texts';
import { TestPlanCard } from './TestPlanCard';

/**
 * Test plans. A new plan is 'planned' (the status is set by editing it); an empty number of
 * participants is refused, an empty duration takes the default. Deleted after a confirmation
 * (with their results); an edit that changes nothing writes nothing.
 */
export const testPlanTool: RecordToolDescriptor<'testPlans', LinkTargets> = {
  entity: 'testPlans',
  mutation: 'testPlan',
  texts: toolTexts('prototypeTest', 'plans'),
  named: (plan) => ({ name: plan.name }),
  confirmDelete: true,
  list: { icon: <IconClipboardList size={28} />, columns: 2, emptyAction: 'insteadOfNew' },
  form: {
    schema: testPlanCreateSchema,
    fields: [
      { kind: 'text', name: 'name', placeholder: true, required: true, max: TITLE_MAX },
      { kind: 'textarea', name: 'objective', placeholder: true, minRows: 2, max: TEXT_MAX },
      {
        kind: 'textarea',
        name: 'methodology',
        placeholder: true,
        required: true,
        minRows: 2,
        max: TEXT_MAX,
      },
      {
        kind: 'row',
        from: 'xs',
        fields: [
          {
            kind: 'numeric',
            name: 'participants',
            required: true,
            input: {
              min: TEST_PLAN_MIN_PARTICIPANTS,
              max: TEST_PLAN_MAX_PARTICIPANTS,
              allowDecimal: false,
            },
            whenEmpty: 'missing',
            initial: TEST_PLAN_DEFAULT_PARTICIPANTS,
          },
          {
            kind: 'numeric',
            name: 'duration',
            input: {
              min: TEST_PLAN_MIN_DURATION,
              max: TEST_PLAN_MAX_DURATION,
              allowDecimal: false,
            },
            whenEmpty: 'missing',
            initial: TEST_PLAN_DEFAULT_DURATION,
          },
        ],
      },
      { kind: 'chips', name: 'tasks', placeholder: true, max: TEXT_MAX },
      { kind: 'chips', name: 'metrics', placeholder: true, max: SHORT_TEXT_MAX },
      {
        kind: 'row',
        from: 'xs',
        fields: [
          {
            kind: 'select',
            name: 'prototypeId',
            label: 'plans.form.prototype',
            options: (prototypes) => prototypes.options,
            placeholder: 'plans.form.prototypePlaceholder',
            noOptions: 'plans.form.noPrototypes',
            clearable: true,
            searchable: true,
          },
          {
            kind: 'select',
            name: 'status',
            only: 'edit',
            values: TEST_PLAN_STATUSES,
            optionKey: 'status',
            initial: 'planned',
          },
        ],
      },
    ],
  },
  Card: TestPlanCard,
};

const prototypeName = (prototype: ChildRow<'prototypes'>) => prototype.name;

/** The 'Planos de Teste' tab: the project's test plans, with create, edit and delete. */
export function TestPlanList({ projectId }: { projectId: string }) {
  const prototypes = useLinkTargets('prototypes', projectId, prototypeName);
  return <RecordTool tool={testPlanTool} projectId={projectId} context={prototypes} />;
}
