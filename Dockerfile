# Trilha: the API serving the built PWA. docker-compose.yml runs it beside Postgres.
FROM node:20-bookworm-slim
# Without DATABASE_URL the embedded PostgreSQL runs as this user: PostgreSQL refuses root (decision 0030).
RUN useradd --system --user-group --no-create-home postgres
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY sync/package.json sync/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci
COPY . .
RUN npx vite build
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["npx", "tsx", "api/src/server.ts"]
