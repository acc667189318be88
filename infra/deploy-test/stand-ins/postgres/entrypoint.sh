#!/bin/sh
# First start on an empty volume: a cluster whose superuser is POSTGRES_USER (password POSTGRES_PASSWORD,
# scram over TCP), listening on every address, with the database POSTGRES_DB (default: the user's name).
set -eu
user="${POSTGRES_USER:-postgres}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" > /tmp/pgpass
  initdb --username="$user" --pwfile=/tmp/pgpass --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f /tmp/pgpass
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  db="${POSTGRES_DB:-$user}"
  if [ "$db" != "postgres" ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    psql -v ON_ERROR_STOP=1 --username="$user" --dbname=postgres -c "CREATE DATABASE \"$db\"" >/dev/null
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "postgres stand-in: initialised $PGDATA for $user"
fi
exec "$@"
