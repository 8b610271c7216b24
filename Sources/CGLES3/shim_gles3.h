#include <GLES3/gl32.h>
#include <GLES2/gl2ext.h>
