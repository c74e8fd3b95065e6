#include <errno.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavformat/avio.h>
#include <libavutil/avutil.h>
#include <libavutil/display.h>
#include <libavutil/imgutils.h>
#include <libavutil/log.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>

// FFmpeg's error codes and "no timestamp" are function-like or compound macros, which Swift
// does not import; these give them to Swift as plain values.
static inline int cffmpeg_error_again(void) { return AVERROR(EAGAIN); }
static inline int cffmpeg_error_eof(void) { return AVERROR_EOF; }
static inline int cffmpeg_error_io(void) { return AVERROR(EIO); }
static inline int cffmpeg_error_invalid(void) { return AVERROR(EINVAL); }
static inline int64_t cffmpeg_no_timestamp(void) { return AV_NOPTS_VALUE; }
static inline int cffmpeg_time_base(void) { return AV_TIME_BASE; }
