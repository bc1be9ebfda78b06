#!/usr/bin/env bash
# Rebuilds postgres-3.4.9-arena.1.tgz from the registry's postgres 3.4.9 and connection.patch.mjs
# (see README.md). Run from anywhere; needs npm and node.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
npm pack postgres@3.4.9 --silent >/dev/null
tar xzf postgres-3.4.9.tgz
node "$here/connection.patch.mjs" package/src/connection.js package/cjs/src/connection.js package/cf/src/connection.js
node -e "const f='package/package.json';const p=require('./'+f);p.version='3.4.9-arena.1';require('fs').writeFileSync(f,JSON.stringify(p,null,2)+'\n')"
tar cf - --sort=name --mtime="2026-01-01 00:00Z" --owner=0 --group=0 --numeric-owner package | gzip -n -9 > "$here/postgres-3.4.9-arena.1.tgz"
echo "wrote $here/postgres-3.4.9-arena.1.tgz"
