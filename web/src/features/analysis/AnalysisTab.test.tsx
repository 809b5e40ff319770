import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PLAN_FLAGS, PRO_PLAN, summary } from '../../../test/billing-fixtures';
import { fakeServer, jsonResponse } from '../../../test/http';
import { signedInOnline } from '../../../test/online-user-sync';
import { pdfText } from '../../../test/pdf-text';
import { renderPage, setupI18n } from '../../../test/render';
import { ProjectAccess } from '../../project-data/project-access';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { AnalysisResultView } from './AnalysisResultView';
import { AnalysisTab } from './AnalysisTab';
import { sampleAnalysis } from './test-analysis';

const PROJECT_ID = '0190c000-0000-7000-8000-0000000000b1';
const ANALYSIS_ID = '0190c000-0000-7000-8000-0000000000c1';
let sync: UserSync;

const roles = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('../../project-data/shared-projects', () => ({
  useProjectRole: (projectId: string) => roles.current[projectId],
}));

/** The tab as the project page shows it, to the user's role in the project (owner by default). */
const renderTab = (role?: 'viewer' | 'editor') => {
  roles.current = role ? { [PROJECT_ID]: role } : {};
  return renderPage(
    <SyncContextProvider value={sync}>
      <ProjectAccess projectId={PROJECT_ID}>
        <AnalysisTab projectId={PROJECT_ID} projectName="Feira Livre" />
      </ProjectAccess>
    </SyncContextProvider>,
  );
};

const NOT_CONFIGURED =
  'A IA não está configurada neste servidor (falta a variável OPENAI_API_KEY). O restante do Trilha funciona normalmente.';

/**
 * The server: the account's plan (Pro, which sells the analysis, unless a test says otherwise)
 * and the answer to POST …/ai-analysis. Returns the analysis requests received.
 */
function serve(analysisAnswer: () => Response, plan = PRO_PLAN) {
  const calls = fakeServer(({ path }) => {
    if (path === '/api/subscription') return jsonResponse(summary({ plan }));
    if (path === `/api/projects/${PROJECT_ID}/ai-analysis`) return analysisAnswer();
    return undefined;
  });
  return { analysisCalls: () => calls.filter((call) => call.includes('/ai-analysis')) };
}

/** The last analysis as a pull would have stored it on this device. */
async function storeAnalysis(summary: string) {
  await sync.db.aiAnalyses.put({
    id: ANALYSIS_ID,
    projectId: PROJECT_ID,
    result: sampleAnalysis({ executiveSummary: summary }),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  });
}

/** Captures the file handed to the browser's downloads. */
function captureDownloads() {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:analysis';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return files;
}

beforeAll(async () => {
  await setupI18n('pt-BR');
});

beforeEach(() => {
  sync = signedInOnline();
});

afterEach(() => {
  vi.restoreAllMocks();
  sync.db.close();
});

describe('AnalysisTab', () => {
  it('generates an analysis online and shows every part of it', async () => {
    const server = serve(() =>
      jsonResponse(
        { ...sampleAnalysis(), id: ANALYSIS_ID, createdAt: new Date().toISOString() },
        201,
      ),
    );
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('Nenhuma análise gerada ainda.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gerar Análise IA' }));
    expect(await screen.findByText('Análise IA Gerada')).toBeInTheDocument();
    expect(server.analysisCalls()).toEqual([`POST /api/projects/${PROJECT_ID}/ai-analysis`]);
    const result = screen.getByTestId('analysis-result');
    for (const title of [
      'Resumo Executivo',
      'Maturidade do Projeto',
      'Consistência',
      'Alinhamento',
      'Análise por Fase',
      'Insights Gerais',
      'Pontos de Atenção',
      'Recomendações',
      'Próximos Passos Prioritários',
    ]) {
      expect(within(result).getByText(title)).toBeInTheDocument();
    }
    expect(within(result).getByText('Projeto Desenvolvido')).toBeInTheDocument();
    expect(within(result).getByText('Fase 5: Testar')).toBeInTheDocument();
    // The consistency card shows at most 2 strengths.
    expect(within(result).getByText('Força de consistência 2')).toBeInTheDocument();
    expect(within(result).queryByText('Força de consistência 3')).not.toBeInTheDocument();
  });

  it("shows the spec's toast when the analysis fails without the server's words", async () => {
    serve(() => new Response('Bad Gateway', { status: 502 }));
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Gerar Análise IA' }));
    expect(await screen.findByText('Erro na Análise')).toBeInTheDocument();
    expect(
      screen.getByText('Não foi possível gerar a análise IA. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it("puts the server's message in the toast when it gives one, and the button stays", async () => {
    const timeout = 'O serviço de IA demorou demais para responder. Tente novamente.';
    serve(() => jsonResponse({ error: timeout, code: 'ai_timeout' }, 504));
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Gerar Análise IA' }));
    expect(await screen.findByText(timeout)).toBeInTheDocument();
    expect(screen.getByText('Erro na Análise')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar Análise IA' })).toBeEnabled();
  });

  it('with no AI on the server, says so in its words and offers no retry', async () => {
    serve(() => jsonResponse({ error: NOT_CONFIGURED, code: 'ai_not_configured' }, 503));
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Gerar Análise IA' }));
    expect(await screen.findByText(NOT_CONFIGURED)).toBeInTheDocument();
    expect(screen.queryByText(/Tente novamente/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar Análise IA' })).toBeDisabled();
  });

  it('on a plan without the analysis, offers it with the way to a plan that has it', async () => {
    const free = { ...PRO_PLAN, name: 'free' as const, displayName: 'Free', ...NO_PLAN_FLAGS };
    const server = serve(() => jsonResponse({}, 500), free);
    renderTab();
    expect(
      await screen.findByText(
        'O plano Free não inclui a análise dos projetos com IA. Faça upgrade para usá-la.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Gerar Análise IA' })).toBeDisabled();
    expect(server.analysisCalls()).toEqual([]);
  });

  it('offers a viewer the last analysis and its PDF, never to generate one', async () => {
    await storeAnalysis('Análise feita pela dona do projeto.');
    renderTab('viewer');
    expect(await screen.findByText('Análise feita pela dona do projeto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Gerar/ })).not.toBeInTheDocument();
  });

  it('tells a viewer of a project without an analysis who can make one', async () => {
    renderTab('viewer');
    expect(
      await screen.findByText('Só o dono ou um editor do projeto pode gerar a análise.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Gerar/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Gere uma análise/)).not.toBeInTheDocument();
  });

  it('offers an editor to generate', async () => {
    renderTab('editor');
    expect(await screen.findByRole('button', { name: 'Gerar Análise IA' })).toBeEnabled();
  });

  it('offline, shows the last analysis, says a new one needs a connection, and still exports its PDF', async () => {
    await storeAnalysis('Análise guardada neste tablet.');
    sync.client.status.setState({ online: false });
    const files = captureDownloads();
    const user = userEvent.setup();
    renderTab();

    expect(await screen.findByText('Análise guardada neste tablet.')).toBeInTheDocument();
    expect(screen.getByText(/Uma nova análise precisa de conexão/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar nova análise' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    // jsPDF is loaded on this first export: slow on a busy machine, hence the longer wait.
    expect(await screen.findByText('PDF Gerado', {}, { timeout: 15_000 })).toBeInTheDocument();
    const [file] = files;
    if (!file) throw new Error('no PDF was downloaded');
    const text = pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain('Feira Livre');
    expect(text).toContain('Análise guardada neste tablet.');
  });

  it("says 'Dados insuficientes para gerar PDF.' for an analysis with nothing to print", async () => {
    await storeAnalysis('   ');
    const files = captureDownloads();
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Exportar PDF' }));
    expect(await screen.findByText('Dados insuficientes para gerar PDF.')).toBeInTheDocument();
    expect(files).toHaveLength(0);
  });
});

describe('maturity band labels', () => {
  it.each([
    [8, 'Projeto Maduro'],
    [7.9, 'Projeto Desenvolvido'],
    [6, 'Projeto Desenvolvido'],
    [5, 'Projeto em Desenvolvimento'],
    [4, 'Projeto em Desenvolvimento'],
    [3.5, 'Projeto Inicial'],
  ])('score %s is %s', async (maturityScore, label) => {
    renderPage(<AnalysisResultView result={sampleAnalysis({ maturityScore })} />);
    expect(await screen.findByText(label)).toBeInTheDocument();
  });
});
