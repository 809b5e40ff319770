import { expect, it } from 'vitest';
import { socketOfUrl } from './connect';

it.each([
  [
    'postgres://postgres@/test?host=/var/run/postgresql',
    'postgres://postgres@localhost:5432/test',
    '/var/run/postgresql/.s.PGSQL.5432',
  ],
  [
    'postgresql://trilha:s%40cret@%2Fvar%2Frun%2Fpostgresql:5433/trilha?sslmode=disable',
    'postgresql://trilha:s%40cret@localhost:5433/trilha?sslmode=disable',
    '/var/run/postgresql/.s.PGSQL.5433',
  ],
  [
    'postgres://u@/db?host=/tmp/sockets/&port=6000&application_name=x',
    'postgres://u@localhost:6000/db?application_name=x',
    '/tmp/sockets/.s.PGSQL.6000',
  ],
])('reads the unix socket libpq would in %s', (url, placeholder, path) => {
  expect(socketOfUrl(url)).toEqual({ url: placeholder, path });
});

it.each([
  'postgres://postgres@127.0.0.1:5432/test',
  'postgres://postgres@db.example.com/trilha?sslmode=require',
  'postgres://postgres@localhost/test?host=db.internal',
  'postgres://postgres@%ZZ/test',
  'mysql://root@/test?host=/var/run/mysqld',
])('leaves %s to postgres.js as a network address', (url) => {
  expect(socketOfUrl(url)).toBeUndefined();
});
