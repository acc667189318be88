#!/bin/sh
# The image's contract as rabbitmq.conf: the default user (created on the first boot of the data volume),
# reachable from other containers, management on 15672.
set -eu
cat > /etc/rabbitmq/rabbitmq.conf <<CONF
loopback_users = none
listeners.tcp.default = 5672
management.tcp.port = 15672
default_user = ${RABBITMQ_DEFAULT_USER:-guest}
default_pass = ${RABBITMQ_DEFAULT_PASS:-guest}
CONF
exec "$@"
