// Preloaded into Directus (node --import) only when isolated-vm's native part is not built: Directus imports
// isolated-vm at start (its extensions manager, flows' "run script" operation) but uses it only to run a sandboxed
// extension or a flow's script, neither of which the benchmark has. Its constructors throw if anything tries.
import Module from 'node:module';
import path from 'node:path';

class Unavailable {
  constructor() {
    throw new Error('isolated-vm is not built here (bench/peer/install-directus.sh): no sandboxed extensions or flow scripts');
  }
}

const ivm = { Isolate: Unavailable, Context: Unavailable, Reference: Unavailable, Callback: Unavailable, ExternalCopy: Unavailable };
const load = Module._load;
Module._load = function loadWithoutSandbox(request, parent, isMain) {
  const fromIsolatedVm = parent?.filename && path.basename(path.dirname(parent.filename)) === 'isolated-vm';
  if (fromIsolatedVm && request === './out/isolated_vm') return { ivm };
  return load.call(this, request, parent, isMain);
};
