#!/usr/bin/env bash
# A Slurm job array rendering a Segue manifest in 4 shards: each task renders shard
# SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN of SLURM_ARRAY_TASK_COUNT, so --array=1-4 works as
# well as 0-3. A task that fails (a bad input) exits 1 after the rest of its shard; resubmit the
# array, or only its failed tasks, and what is recorded is skipped.
#   sbatch slurm-array.sh shows.json
#   sbatch --array=0-7 slurm-array.sh shows.json     (8 shards: the command line's --array wins)
#SBATCH --job-name=segue-batch
#SBATCH --array=0-3
#SBATCH --cpus-per-task=2
#SBATCH --output=segue-batch-%A_%a.log
set -euo pipefail
exec segue batch "${1:-shows.json}"
