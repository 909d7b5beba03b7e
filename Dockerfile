# The store's image for compose.yaml (the API processes and the worker run from it). Node 20 as in
# `engines`; the storefront and back-office are built into the image.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV NODE_ENV=production
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
