// Refuses a Node older than the project needs, in one line and without a stack trace. Written in
// syntax that every Node since 12 parses, since its whole point is to run on the old ones.
const NEEDED = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < NEEDED) {
  process.stderr.write(
    `Stich Arena needs Node ${NEEDED} or later, this is Node ${process.versions.node}: ` +
      'eval "$(bash infra/install-node24.sh)" puts Node 24 from the npm registry first on the PATH\n',
  );
  process.exit(1);
}
