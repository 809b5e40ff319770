import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layerViolations, sourcesUnder } from './check-layers';

const file = (path: string, ...imports: string[]) => ({
  path,
  text: imports.map((specifier) => `import { x } from '${specifier}';`).join('\n'),
});

describe("the web app's layers", () => {
  it('hold in web/src', () => {
    expect(
      layerViolations(sourcesUnder(join(dirname(fileURLToPath(import.meta.url)), '../src'))),
    ).toEqual([]);
  });

  it('refuse a feature importing another feature, at any depth, statically, lazily or in a mock', () => {
    expect(
      layerViolations([
        file('features/chat/ChatPage.tsx', '../billing/TrialNotice'),
        file('features/workspace/phase-3-ideate/Ideas.tsx', '../../facilitation/wall/IdeaWall'),
        file('features/workspace/quick-capture/QuickCapture.test.tsx', '../../../features/auth/x'),
        { path: 'features/projects/P.tsx', text: "const P = lazy(() => import('../sharing/S'));" },
        { path: 'features/projects/P.test.tsx', text: "vi.mock('../sharing/api', () => ({}));" },
      ]),
    ).toEqual([
      "features/chat/ChatPage.tsx imports '../billing/TrialNotice': a feature never imports another feature (features/billing): move what both need to a floor (components, project-data, lib) or compose them in pages/",
      "features/workspace/phase-3-ideate/Ideas.tsx imports '../../facilitation/wall/IdeaWall': a feature never imports another feature (features/facilitation): move what both need to a floor (components, project-data, lib) or compose them in pages/",
      "features/workspace/quick-capture/QuickCapture.test.tsx imports '../../../features/auth/x': a feature never imports another feature (features/auth): move what both need to a floor (components, project-data, lib) or compose them in pages/",
      "features/projects/P.tsx imports '../sharing/S': a feature never imports another feature (features/sharing): move what both need to a floor (components, project-data, lib) or compose them in pages/",
      "features/projects/P.test.tsx imports '../sharing/api': a feature never imports another feature (features/sharing): move what both need to a floor (components, project-data, lib) or compose them in pages/",
    ]);
  });

  it('refuse a floor importing upward, and a folder on no level', () => {
    expect(
      layerViolations([
        file('lib/user-cache.ts', '../features/auth/auth-store'),
        file('components/photos/PhotoGallery.tsx', '../../features/workspace/x'),
        file('project-data/records.ts', '../components/records/RecordList'),
        file('features/chat/ChatPage.tsx', '../../pages/ProfilePage', '../../app/router'),
        file('pages/ProjectsPage.tsx', '../app/Layout'),
        file('i18n/index.ts', '../prerender/marker'),
        file('stores/x.ts', '../lib/api'),
      ]),
    ).toEqual([
      "lib/user-cache.ts imports '../features/auth/auth-store': lib is below features/auth and never imports upward",
      "components/photos/PhotoGallery.tsx imports '../../features/workspace/x': components is below features/workspace and never imports upward",
      "project-data/records.ts imports '../components/records/RecordList': project-data is below components and never imports upward",
      "features/chat/ChatPage.tsx imports '../../pages/ProfilePage': features/chat is below pages and never imports upward",
      "features/chat/ChatPage.tsx imports '../../app/router': features/chat is below app and never imports upward",
      "pages/ProjectsPage.tsx imports '../app/Layout': pages is below app and never imports upward",
      "i18n/index.ts imports '../prerender/marker': i18n is below prerender and never imports upward",
      'stores/x.ts: stores is on no level of LEVELS in web/build/check-layers.ts',
    ]);
  });

  it('let a file import its own folder, anything lower, packages, and the test helpers', () => {
    expect(
      layerViolations([
        file(
          'features/workspace/phase-3-ideate/Ideas.tsx',
          '../../../components/records/RecordList',
          '../../../project-data/records',
          '../../../lib/notify',
          '../../../i18n',
          '../quick-capture/RoundNoteCapture',
          './IdeateGuides',
          '@trilha/shared',
          '../../../../test/render',
        ),
        file('pages/project/IdeateView.tsx', '../../features/facilitation/wall/IdeaWall'),
        file('app/router.tsx', '../pages/ProjectsPage', '../features/auth/LoginPage'),
        file('main.tsx', './app/App', './prerender/marker'),
      ]),
    ).toEqual([]);
  });
});
