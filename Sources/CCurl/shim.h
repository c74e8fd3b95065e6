// libcurl for UnwindWebDAV. curl_easy_setopt and curl_easy_getinfo are variadic, which Swift
// cannot call, so each argument type gets a small typed wrapper here.
#include <curl/curl.h>

typedef size_t (*unwind_curl_write_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode unwind_curl_set_long(CURL *curl, CURLoption option, long value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode unwind_curl_set_string(CURL *curl, CURLoption option, const char *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode unwind_curl_set_pointer(CURL *curl, CURLoption option, void *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode unwind_curl_set_slist(CURL *curl, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode unwind_curl_set_write(CURL *curl, unwind_curl_write_callback callback) {
    return curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, callback);
}

static inline long unwind_curl_response_code(CURL *curl) {
    long code = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

// CURLAUTH_* are macros Swift does not import.
static inline CURLcode unwind_curl_allow_basic_and_digest(CURL *curl) {
    return curl_easy_setopt(curl, CURLOPT_HTTPAUTH, (long)(CURLAUTH_BASIC | CURLAUTH_DIGEST));
}
