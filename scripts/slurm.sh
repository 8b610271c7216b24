#!/usr/bin/env bash
# Starts a single-node Slurm on this machine for the batch tests (Debian's slurm-wlm with munge):
# munged, slurmctld and slurmd on localhost, a minimal slurm.conf with no cgroups. Installs the
# packages when missing and does nothing when the node already answers; needs root (or sudo).
# Daemons are started directly, as a container has no systemd running.
set -euo pipefail

sudo=""
[[ $(id -u) -eq 0 ]] || sudo="sudo"

if ! command -v sbatch >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1; then
  echo "segue slurm: installing slurm-wlm and munge"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null
fi

node=$(hostname -s)
ready() { sinfo --noheader --nodes="$node" --format=%t 2>/dev/null | grep -qE '^(idle|mix|alloc)'; }
if ready; then exit 0; fi

# munge: a key, its folders, and the daemon.
if [[ ! -s /etc/munge/munge.key ]]; then
  $sudo dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
fi
$sudo mkdir -p /run/munge /var/lib/munge /var/log/munge
$sudo chown munge:munge /etc/munge/munge.key /run/munge /var/lib/munge /var/log/munge
$sudo chmod 400 /etc/munge/munge.key
if ! munge -n </dev/null 2>/dev/null | unmunge >/dev/null 2>&1; then
  $sudo runuser -u munge -- /usr/sbin/munged --force
  for _ in $(seq 50); do munge -n </dev/null 2>/dev/null | unmunge >/dev/null 2>&1 && break; sleep 0.1; done
fi

# slurm.conf: this machine's cores, no cgroups, no accounting.
cpus=$(nproc)
$sudo mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm
$sudo tee /etc/slurm/slurm.conf >/dev/null <<EOF
ClusterName=segue
SlurmctldHost=$node(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=segue Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF

# Started unless their pid file names a live process (pgrep is not on every minimal image).
running() { [[ -s $1 ]] && $sudo kill -0 "$(cat "$1")" 2>/dev/null; }
running /run/slurmctld.pid || $sudo slurmctld
running /run/slurmd.pid || $sudo slurmd
for _ in $(seq 100); do
  ready && exit 0
  # A node left down by an earlier start comes back.
  $sudo scontrol update nodename="$node" state=resume >/dev/null 2>&1 || true
  sleep 0.2
done
echo "segue slurm: the node did not come up; see /var/log/slurm/" >&2
sinfo >&2 || true
exit 1
