#!/usr/bin/env bash
# Sourced by .ci/run (and usable by hand: `source .ci/node.sh`): puts the Node.js this project is tested on first in
# PATH. The machine may carry an older Node; the npm registry's node-linux-<arch> package is the official build's
# binary, unpacked once into a cache (no install script runs). NODE_VERSION_CI picks another version (24.x too).
want=${NODE_VERSION_CI:-22.23.5}
have=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
if [ "$have" != "$want" ]; then
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
  cache=${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/certificates-ci}/node-$want-$arch
  if [ ! -x "$cache/bin/node" ]; then
    unpack=$(mktemp -d)
    (cd "$unpack" && npm pack --silent "node-linux-$arch@$want" >/dev/null && tar xzf node-linux-*.tgz)
    mkdir -p "$(dirname "$cache")" && rm -rf "$cache" && mv "$unpack/package" "$cache" && rm -rf "$unpack"
  fi
  export PATH="$cache/bin:$PATH"
fi
echo "Node $(node -v) ($(command -v node)), npm $(npm -v)"
