import { PHASES } from '@trilha/shared';
import { useEffect, useState } from 'react';

type Health = 'checking' | 'ok' | 'unreachable';

/**
 * The foundation's page: proves the build, the shared package and the API end to end. The PWA
 * issue replaces it with the real application shell.
 */
export function App() {
  const [health, setHealth] = useState<Health>('checking');
  useEffect(() => {
    fetch('/api/health')
      .then((response) => setHealth(response.ok ? 'ok' : 'unreachable'))
      .catch(() => setHealth('unreachable'));
  }, []);

  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 720,
        margin: '3rem auto',
        padding: '0 1rem',
      }}
    >
      <h1>Trilha</h1>
      <p>As cinco fases do Design Thinking:</p>
      <ol>
        {PHASES.map((phase) => (
          <li key={phase.number} style={{ color: phase.color }}>
            <strong>{phase.namePt}</strong> — {phase.descriptionPt}
          </li>
        ))}
      </ol>
      <p>
        Servidor:{' '}
        {health === 'checking' ? 'verificando…' : health === 'ok' ? 'conectado' : 'indisponível'}
      </p>
    </main>
  );
}
