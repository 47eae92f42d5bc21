# The Threadway image of compose.yaml: the repository with its packages installed and the web app built.
# Node 22 comes from the `node` devDependency (decision 0001), so the base only needs to run npm.
FROM node:22-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV PATH=/app/node_modules/.bin:$PATH
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
