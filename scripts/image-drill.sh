#!/usr/bin/env bash
# The container image's drill for a machine that cannot build it (this CI machine type has no container
# daemon and cannot reach an image registry for the Dockerfile's node base image): the Dockerfile's two
# stages done by hand in a scratch directory, from the committed tree (HEAD), then the runtime stage's
# files, and only those, started as an unprivileged user under tini as the image starts them. It proves
# what the base image cannot change: that `npm ci`, the build and `npm prune --omit=dev` leave a server
# that starts, serves the web app and the API, answers health, and exits cleanly on SIGTERM, with nothing
# from the build stage that the Dockerfile does not copy. Keep the copies below in step with the
# Dockerfile's COPY lines. Needs git, npm, curl, tini (Debian: apt-get install -y tini) and setpriv.
#   bash scripts/image-drill.sh
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
port=${DRILL_PORT:-3917}
server=''
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

step() { printf '\n== %s\n' "$*"; }

step "build stage: npm ci, build, prune (from HEAD, $(git -C "$root" rev-parse --short HEAD))"
mkdir -p "$work/build" "$work/app/server"
git -C "$root" archive HEAD | tar -x -C "$work/build"
(
  cd "$work/build"
  npm ci --no-audit --no-fund --loglevel=error
  npm run build --silent
  npm prune --omit=dev --no-audit --no-fund --loglevel=error
  mkdir -p server/node_modules
)

step 'runtime stage: the files the Dockerfile copies, owned by root, data/ writable by the app user'
cp -a "$work/build/package.json" "$work/build/node_modules" "$work/app/"
cp -a "$work/build/server/package.json" "$work/build/server/node_modules" "$work/build/server/dist" \
  "$work/app/server/"
mkdir -p "$work/app/web" "$work/app/data"
cp -a "$work/build/web/dist" "$work/app/web/"
rm -rf "$work/build"
chown -R root:root "$work/app"
chmod -R a+rX "$work/app" "$work"
chown nobody "$work/app/data"
du -sh "$work/app" | sed 's/^/image files: /'

step 'start: node server/dist/main.js as nobody, under tini'
cd "$work/app"
# setpriv execs (runuser would stay as tini's parent and answer SIGTERM itself): the pid is tini's.
env -i PATH="$PATH" HOME=/nonexistent NODE_ENV=production VENDORS=sandbox PORT="$port" \
  setpriv --reuid=nobody --regid=nogroup --clear-groups \
  /usr/bin/tini -- node --enable-source-maps server/dist/main.js >"$work/server.log" 2>&1 &
server=$!
started=$(date +%s)
until curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; do
  if ! kill -0 "$server" 2>/dev/null || [ $(($(date +%s) - started)) -gt 120 ]; then
    tail -30 "$work/server.log"
    echo 'FAILED: the server did not answer /api/health' >&2
    exit 1
  fi
  sleep 0.5
done
echo "healthy after $(($(date +%s) - started)) s"
curl -fsS "http://127.0.0.1:$port/api/health"; echo
curl -fsS "http://127.0.0.1:$port/readyz"; echo
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root">' && echo 'GET / serves the web app'
curl -fsS "http://127.0.0.1:$port/api/site-config" >/dev/null && echo 'GET /api/site-config answers'
[ -n "$(ls "$work/app/data")" ] && echo 'the embedded database is in data/, written as nobody'

step 'SIGTERM to tini: Node drains and exits'
kill -TERM "$server"
status=0
wait "$server" || status=$?
server=''
echo "exit status $status"
[ "$status" -eq 0 ] || { tail -30 "$work/server.log"; echo 'FAILED: not a clean exit' >&2; exit 1; }
echo 'image drill passed'
