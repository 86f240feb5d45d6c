package bench

import com.github.plokhotnyuk.jsoniter_scala.core.*
import com.github.plokhotnyuk.jsoniter_scala.macros.*
import bench.model.*

/** jsoniter-scala codecs; empty collections are kept so the round trip matches the input. */
object Jsoniter:
  inline private def config = CodecMakerConfig.withTransientEmpty(false).withTransientDefault(false)
  given twitterCodec: JsonValueCodec[Twitter] = JsonCodecMaker.make(config.withAllowRecursiveTypes(true))
  given citmCodec: JsonValueCodec[Citm] = JsonCodecMaker.make(config)
  given canadaCodec: JsonValueCodec[Canada] = JsonCodecMaker.make(config)

  private def codec[T <: AnyRef](using c: JsonValueCodec[T]): Codec = new Codec:
    def decode(bytes: Array[Byte]): AnyRef = readFromArray[T](bytes)
    def encode(value: AnyRef): Array[Byte] = writeToArray[T](value.asInstanceOf[T])

  val codecs: Map[String, Codec] =
    Map("twitter" -> codec[Twitter], "citm_catalog" -> codec[Citm], "canada" -> codec[Canada])
