//! The CPU time the calling thread has used (Linux).
//!
//! A test that bounds how much work an input may cost must not read the wall clock: on a loaded
//! machine (CI beside other jobs, `npm test`'s own stages side by side) wall time stretches
//! many times over while the work stays the same, and the test fails for the machine, not the
//! code. The thread's own CPU time does not stretch with the load.

use std::time::Duration;

/// Time the calling thread has spent on a CPU, from the kernel's scheduler statistics
/// (`/proc/thread-self/schedstat`: its first field is that time in nanoseconds).
///
/// # Panics
/// Where the kernel does not provide those statistics (not Linux, or a kernel built without
/// them): a test that needs this cannot say anything honest there.
pub fn thread_cpu_time() -> Duration {
    let stats = std::fs::read_to_string("/proc/thread-self/schedstat").expect(
        "/proc/thread-self/schedstat (Linux scheduler statistics) is needed to measure CPU time",
    );
    let nanos = stats
        .split_whitespace()
        .next()
        .and_then(|field| field.parse::<u64>().ok())
        .expect("the first field of /proc/thread-self/schedstat is the time on CPU in nanoseconds");
    Duration::from_nanos(nanos)
}

/// Measures the CPU time of one piece of work on this thread.
pub struct CpuTimer(Duration);

impl CpuTimer {
    pub fn start() -> Self {
        Self(thread_cpu_time())
    }

    /// CPU time this thread used since [`CpuTimer::start`].
    pub fn elapsed(&self) -> Duration {
        thread_cpu_time().saturating_sub(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn counts_work_done_and_not_time_asleep() {
        let timer = CpuTimer::start();
        std::thread::sleep(Duration::from_millis(200));
        let asleep = timer.elapsed();
        assert!(
            asleep < Duration::from_millis(100),
            "{asleep:?} of CPU while asleep"
        );

        let wall = Instant::now();
        let timer = CpuTimer::start();
        let mut x = 0u64;
        for i in 0..20_000_000u64 {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(i));
        }
        let (busy, wall) = (timer.elapsed(), wall.elapsed());
        assert!(
            busy > Duration::ZERO && busy <= wall,
            "{busy:?} of CPU in {wall:?}"
        );
    }
}
